import { Header, MenuSection, Separator } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { Me } from '../../../../domain/schemas/auth'
import { MenuButton, MenuButtonItem } from '../../../components/ui/MenuButton'

export interface UserMenuProps {
  me: Me
  links: { href: string; labelKey: string }[]
  onLogout: () => void
}

/** The logged-in caller's menu in the desktop header: name, the role's pages, log out. */
export default function UserMenu({ me, links, onLogout }: UserMenuProps) {
  const { t } = useTranslation(['login', 'common'])
  return (
    // The button's name is its own text ('Brugermenu: ' for screen readers, then the visible name), so
    // what a speech user reads on it is what it is called (WCAG 2.5.3); the name gets the room the
    // header has beside the nav and ends in '…' only when there is none (the header's right side may
    // shrink; its left side, the logo and the nav, may not).
    <MenuButton
      className="btn-secondary h-11 min-w-0 max-w-[28rem] py-0 text-base"
      menuLabel={t('menu::label')}
      placement="bottom end"
      onAction={(key) => {
        if (key === 'logout') onLogout()
      }}
      items={
        <>
          <MenuSection>
            <Header className="px-3 py-2 text-xs text-ink-500">
              {t('menu::signedInAs')} <strong className="block text-sm text-ink-900">{me.name}</strong>
            </Header>
            {links.map((link) => (
              <MenuButtonItem key={link.href} id={link.href} href={link.href}>
                {t(link.labelKey)}
              </MenuButtonItem>
            ))}
          </MenuSection>
          <Separator className="my-1 h-px border-0 bg-gray-200" />
          <MenuButtonItem id="logout" className="font-semibold">
            {t('menu::logout')}
          </MenuButtonItem>
        </>
      }
    >
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-7 flex-none items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
      >
        {me.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="truncate">
        <span className="sr-only">{t('menu::label')}: </span>
        {me.name}
      </span>
    </MenuButton>
  )
}
