import {
  CancelRequest,
  ClosingResult,
  CompleteRequest,
  fillAll,
  PendingCancellationList,
  RejectCancellationRequest,
  WonClosing,
  WonContactParam,
} from '../schemas/won-jobs'
import { endpoint } from './endpoint'

/**
 * Closing a won job (issue 18). The company's calls are scoped by its hired contact (another company's
 * contact, or one it was not hired on, is a 404); a state the lifecycle does not allow is a 409.
 */
export const wonJobsApi = {
  closing: endpoint({
    method: 'GET',
    path: '/company/won/:contactId/closing',
    tag: 'won-jobs',
    summary: "show_cancel_message: the hired contact's state, the actions allowed, and its newest closing",
    params: WonContactParam,
    response: WonClosing,
    auth: 'company',
    errors: [401, 403, 404],
  }),
  complete: endpoint({
    method: 'POST',
    path: '/company/won/:contactId/complete',
    tag: 'won-jobs',
    summary: 'update_balans_company: close the won job as completed with its price (Danish amount)',
    description:
      'The contact is completed and the job closed in one batch; the customer is mailed a request for a review. Parallel calls complete once.',
    params: WonContactParam,
    body: CompleteRequest,
    response: ClosingResult,
    auth: 'company',
    errors: [401, 403, 404, 409, 422],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/company/won/:contactId/cancel',
    tag: 'won-jobs',
    summary:
      "refused_to_work: cancel the won job; it waits for an administrator ('annulleret (afventer admin)')",
    description: 'A pending cancellation blocks a second one (409). Parallel calls write one cancel message.',
    params: WonContactParam,
    body: CancelRequest,
    invalidMessage: fillAll,
    response: ClosingResult,
    auth: 'company',
    errors: [401, 403, 404, 409, 422],
  }),
  undoCancel: endpoint({
    method: 'DELETE',
    path: '/company/won/:contactId/cancel',
    tag: 'won-jobs',
    summary:
      "delete_cancel_message ('Fortryd'): the pending cancellation is withdrawn; the company is hired again",
    params: WonContactParam,
    response: ClosingResult,
    auth: 'company',
    errors: [401, 403, 404, 409],
  }),
}

/** The administrator's queue of pending cancellations; each decision is in the audit log. */
export const cancellationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/cancellations',
    tag: 'admin',
    summary: 'Pending cancellations, oldest first: job, company, customer, reason and the latest messages',
    response: PendingCancellationList,
    auth: 'admin',
    errors: [401, 403],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/cancellations/:contactId/approve',
    tag: 'admin',
    summary: 'Approve: the contact is cancelled and the job reopened (ended if the customer is gone)',
    params: WonContactParam,
    response: ClosingResult,
    auth: 'admin',
    errors: [401, 403, 404, 409],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/cancellations/:contactId/reject',
    tag: 'admin',
    summary: 'Reject with a reason: the company is hired again',
    params: WonContactParam,
    body: RejectCancellationRequest,
    response: ClosingResult,
    auth: 'admin',
    errors: [401, 403, 404, 409, 422],
  }),
}
