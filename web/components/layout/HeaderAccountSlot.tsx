import { AccountEntries } from '../../features/auth/components/AccountEntries'
import { LoginModalLauncher } from '../../features/auth/LoginModalLauncher'

export interface HeaderAccountSlotProps {
  /** Where the entries are rendered: the desktop header bar or the mobile menu sheet. */
  placement: 'header' | 'mobileMenu'
  /** Called when an entry navigates (the mobile menu closes itself). */
  onNavigate?: () => void
}

/**
 * The account entries of the app shell: log in / sign up, or the user menu (accounts feature).
 * The header instance is always mounted, so it also hosts the log-in modal (once).
 */
export function HeaderAccountSlot({ placement, onNavigate }: HeaderAccountSlotProps) {
  return (
    <>
      <AccountEntries placement={placement} onNavigate={onNavigate} />
      {placement === 'header' ? <LoginModalLauncher /> : null}
    </>
  )
}
