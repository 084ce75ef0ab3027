import { companyInfoApi as contract } from '../../../domain/contract/company-profile'
import type {
  CompanyInfoUpdate,
  OpeningHoursRequest,
  WidgetColorRequest,
} from '../../../domain/schemas/company-profile'
import { call, upload } from '../../lib/api'

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
  uploadLogo: (file: File) => upload(contract.uploadLogo, file),
}
