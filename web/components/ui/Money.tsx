import { formatMoney } from '../../lib/format'

/**
 * An amount in øre as Danish kroner ('1.234,50 kr.') on one line, with figures of one width so amounts
 * line up in a column. `signed` is a movement of a balance: money in reads '+500,00 kr.' in the brand
 * colour, money out '-373,75 kr.'.
 */
export function Money({
  ore,
  signed = false,
  className = '',
}: {
  ore: number
  signed?: boolean
  className?: string
}) {
  const moneyIn = signed && ore > 0
  return (
    <span className={`whitespace-nowrap tabular-nums ${moneyIn ? 'text-brand-700' : ''} ${className}`}>
      {moneyIn ? `+${formatMoney(ore)}` : formatMoney(ore)}
    </span>
  )
}
