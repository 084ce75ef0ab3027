import type { ReactNode } from 'react'
import { Checkbox, type CheckboxProps } from 'react-aria-components'
import { LineIcon } from '../ui/Icon'

export interface CheckboxItemProps extends Omit<CheckboxProps, 'children' | 'className'> {
  /** The label beside the box. */
  children: ReactNode
  /** The row's layout; the box, the pointer and the text colour are always the kit's. */
  className?: string
}

/**
 * The kit's one check box: a React Aria Checkbox drawn as the box and its label, the same alone
 * (CheckboxField), as a group's option (CheckboxGroupField) or in a picker.
 */
export function CheckboxItem({ children, className, ...props }: CheckboxItemProps) {
  return (
    <Checkbox
      {...props}
      className={`group cursor-pointer text-ink-900 ${className ?? 'flex items-center gap-2 text-base'}`}
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 inline-flex shrink-0 items-center justify-center rounded border-2 border-solid border-gray-400 bg-white group-data-[selected]:(border-brand-600 bg-brand-600 text-white) group-data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2) group-data-[invalid]:border-red-600"
      >
        <LineIcon
          viewBox="0 0 18 18"
          strokeWidth={3}
          className="invisible h-3.5 w-3.5 group-data-[selected]:visible"
        >
          <polyline points="2 9 7 14 16 4" />
        </LineIcon>
      </span>
      {children}
    </Checkbox>
  )
}
