import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { Me } from '../../../../domain/schemas/auth'

export interface UserMenuProps {
  me: Me
  links: { href: string; labelKey: string }[]
  onLogout: () => void
}

/** The logged-in caller's menu in the desktop header: name, the role's pages, log out. */
export default function UserMenu({ me, links, onLogout }: UserMenuProps) {
  const { t } = useTranslation(['login', 'common'])
  return (
    <MenuTrigger>
      <Button aria-label={`${t('menu::label')}: ${me.name}`} className="btn-secondary text-base max-w-56">
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 flex-none items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
        >
          {me.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="truncate">{me.name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 flex-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-56 rounded-xl border border-gray-200 bg-white p-1 shadow-xl outline-none border-solid"
      >
        <Menu
          aria-label={t('menu::label')}
          className="outline-none"
          onAction={(key) => {
            if (key === 'logout') onLogout()
          }}
        >
          <MenuSection>
            <Header className="px-3 py-2 text-xs text-ink-500">
              {t('menu::signedInAs')} <strong className="block text-sm text-ink-900">{me.name}</strong>
            </Header>
            {links.map((link) => (
              <MenuItem
                key={link.href}
                id={link.href}
                href={link.href}
                className="block cursor-pointer rounded-lg px-3 py-2 text-ink-900 no-underline outline-none data-[focused]:bg-gray-100"
              >
                {t(link.labelKey)}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="my-1 h-px border-0 bg-gray-200" />
          <MenuItem
            id="logout"
            className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-ink-900 outline-none data-[focused]:bg-gray-100"
          >
            {t('menu::logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
