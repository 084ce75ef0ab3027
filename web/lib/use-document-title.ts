import { useEffect } from 'react'
import { productName } from '../../domain/brand'

/** Sets `<title>`: "{page} – {product}", or the product name alone. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} – ${productName}` : productName
  }, [page])
}
