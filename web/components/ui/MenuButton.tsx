import type { ReactNode } from 'react'
import {
  Button,
  type Key,
  Menu,
  MenuItem,
  type MenuItemProps,
  MenuTrigger,
  Popover,
} from 'react-aria-components'
import { ChevronDownIcon } from './Icon'

export interface MenuButtonProps {
  /** What the button shows; a chevron follows it. */
  children: ReactNode
  /** The menu's items: MenuButtonItem, or React Aria's MenuSection, Header and Separator around them. */
  items: ReactNode
  /** The menu's accessible name. */
  menuLabel: string
  /** The button's accessible name when its content does not say enough (an avatar and a cut-off name). */
  'aria-label'?: string
  onAction: (key: Key) => void
  isDisabled?: boolean
  /** The button's look (`btn-secondary …`). */
  className: string
  /** Which edge of the button the menu lines up with. */
  placement?: 'bottom start' | 'bottom end'
}

/** A button that opens a React Aria menu in a popover: keyboard, focus and dismissal handled by React Aria. */
export function MenuButton({
  children,
  items,
  menuLabel,
  onAction,
  isDisabled,
  className,
  placement = 'bottom start',
  ...rest
}: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button aria-label={rest['aria-label']} isDisabled={isDisabled} className={className}>
        {children}
        <ChevronDownIcon className="h-4 w-4 flex-none" />
      </Button>
      <Popover
        placement={placement}
        className="min-w-56 rounded-xl border border-solid border-gray-200 bg-white p-1 shadow-xl outline-none"
      >
        <Menu aria-label={menuLabel} className="outline-none" onAction={onAction}>
          {items}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

/** One entry of a MenuButton's menu (a link when given `href`). */
export function MenuButtonItem({
  className = '',
  ...props
}: Omit<MenuItemProps, 'className'> & { className?: string }) {
  return (
    <MenuItem
      {...props}
      className={`block cursor-pointer rounded-lg px-3 py-2 text-ink-900 no-underline outline-none data-[focused]:bg-gray-100 ${className}`}
    />
  )
}
