import type * as v from 'valibot'
import { companyInfoApi as contract } from '../../../domain/contract/company-profile'
import type {
  CompanyInfoUpdate,
  LogoResponse,
  OpeningHoursRequest,
  WidgetColorRequest,
} from '../../../domain/schemas/company-profile'
import { ApiFailure, call } from '../../lib/api'

/** Every call of `/firma/oplysninger` (contract: `domain/contract/company-profile.ts`). */
export const companyInfoApi = {
  get: (signal?: AbortSignal) => call(contract.get, { signal }),
  update: (body: CompanyInfoUpdate) => call(contract.update, { body }),
  openingHours: (signal?: AbortSignal) => call(contract.openingHours, { signal }),
  saveOpeningHours: (body: OpeningHoursRequest) => call(contract.saveOpeningHours, { body }),
  widget: (signal?: AbortSignal) => call(contract.widget, { signal }),
  saveWidget: (body: WidgetColorRequest) => call(contract.saveWidget, { body }),
  removeLogo: () => call(contract.removeLogo, {}),
  /** The file itself as the body (not JSON): the one raw upload of the API. */
  async uploadLogo(file: File): Promise<v.InferOutput<typeof LogoResponse>> {
    const res = await fetch(`/api${contract.uploadLogo.path}`, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
    })
    const answer = (await res.json().catch(() => undefined)) as
      | { logoUrl: string | null; error?: { code: string; message: string; issues?: [] } }
      | undefined
    if (!res.ok)
      throw new ApiFailure(
        res.status,
        answer?.error?.code ?? 'internal',
        answer?.error?.message ?? '',
        answer?.error?.issues ?? [],
      )
    return { logoUrl: answer?.logoUrl ?? null }
  },
}
