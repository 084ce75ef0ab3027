import { Button, type ButtonProps } from 'react-aria-components'

/** The × that closes a dialog or a sheet: a 40 px target with the dialog's own accessible name. */
export function CloseButton({
  label,
  className = '',
  ...props
}: Omit<ButtonProps, 'aria-label'> & { label: string }) {
  return (
    <Button
      {...props}
      aria-label={label}
      className={`h-10 w-10 shrink-0 inline-flex items-center justify-center rounded-lg border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500) ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
        <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Button>
  )
}
