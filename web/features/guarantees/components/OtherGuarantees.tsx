import { useTranslation } from 'react-i18next'
import { productName } from '../../../../domain/brand'
import { type GuaranteeKey, guaranteePages } from '../pages'

/** Links to the guarantees, but the one being read. */
export function OtherGuarantees({ except }: { except?: GuaranteeKey }) {
  const { t } = useTranslation('guarantees')
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {Object.entries(guaranteePages)
        .filter(([, key]) => key !== except)
        .map(([slug, key]) => (
          <li key={slug}>
            <a href={`/guarantees/${slug}`} className="font-medium text-brand-700">
              {t(`${key}::title`, { brand: productName })}
            </a>
          </li>
        ))}
    </ul>
  )
}
