import { useTranslation } from 'react-i18next'

export interface HeaderAccountSlotProps {
  /** Where the entries are rendered: the desktop header bar or the mobile menu sheet. */
  placement: 'header' | 'mobileMenu'
  /** Called when an entry navigates (the mobile menu closes itself). */
  onNavigate?: () => void
}

/**
 * The account entries of the app shell (log in, sign up; later the user menu).
 * The accounts feature REPLACES this component; AppShell and MobileMenu only render it.
 */
export function HeaderAccountSlot({ placement, onNavigate }: HeaderAccountSlotProps) {
  const { t } = useTranslation()
  const stacked = placement === 'mobileMenu'
  return (
    <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      <a href="/?login=1" onClick={onNavigate} className={`btn-secondary no-underline ${stacked ? 'w-full' : ''}`}>
        {t('nav::login')}
      </a>
      <a href="/opret-profil" onClick={onNavigate} className={`btn-primary no-underline ${stacked ? 'w-full' : ''}`}>
        {t('nav::signup')}
      </a>
    </div>
  )
}
