import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { Heading } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../../domain/contract/auth'
import { LoginRequest, type LoginResponse } from '../../../domain/schemas/auth'
import { Form, FormSummary, SubmitButton } from '../../components/form/Form'
import { CurrentPasswordField } from '../../components/form/PasswordField'
import { EmailField } from '../../components/form/TextField'
import { useForm } from '../../components/form/use-form'
import { CloseButton } from '../../components/ui/CloseButton'
import { ModalCard } from '../../components/ui/ModalCard'
import { call } from '../../lib/api'
import { meKey } from '../../lib/session'
import { startPathFor } from '../../lib/session-paths'
import { FacebookButton } from './facebook'
import { closeLoginModal, useLoginModalState } from './login-modal-store'

export interface AfterLogin {
  /** Where the log-in page was asked to go back to (a guarded page): every role goes there. */
  returnTo?: string
  /** On the log-in page: never reload it, and leave it out of the history (it would only send on). */
  leavePage?: boolean
}

/**
 * After a log-in: back to `returnTo` when there is one; otherwise a company or admin goes to its start
 * page (`redirectTo`) and a customer reloads the current page (spec section 6), or, leaving the log-in
 * page, goes to their own start page.
 */
export function useAfterLogin({ returnTo, leavePage = false }: AfterLogin = {}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return (response: Pick<LoginResponse, 'user' | 'redirectTo'>) => {
    const target = returnTo ?? response.redirectTo ?? (leavePage ? startPathFor(response.user.role) : null)
    if (!target) {
      // The reload fetches the caller; the form keeps showing progress until then.
      window.location.reload()
      return
    }
    queryClient.setQueryData(meKey, response.user)
    closeLoginModal()
    void router.navigate({ href: target, replace: leavePage })
  }
}

/** E-mail + password; the server's text lands in the error area. Shared by the modal and /log-ind. */
export function LoginForm({ autoFocus, ...after }: AfterLogin & { autoFocus?: boolean }) {
  const { t } = useTranslation(['login', 'auth'])
  const afterLogin = useAfterLogin(after)
  const form = useForm({
    initial: { email: '', password: '' },
    schema: LoginRequest,
    submit: async (data) => afterLogin(await call(authApi.login, { body: data })),
    // A customer's log-in reloads the page: the form keeps showing progress until then.
    stayPending: true,
  })

  return (
    <div className="flex flex-col gap-4">
      <Form form={form} className="flex flex-col gap-4">
        <FormSummary />
        <EmailField name="email" label={t('modal::email')} autoFocus={autoFocus} />
        <CurrentPasswordField name="password" label={t('modal::password')} />
        <div className="flex justify-end -mt-2">
          <Link to="/glemt-adgangskode" onClick={() => closeLoginModal()} className="text-sm text-brand-600">
            {t('modal::forgot')}
          </Link>
        </div>
        <SubmitButton label={t('modal::submit')} pendingLabel={t('modal::submitting')} />
      </Form>
      <div className="flex items-center gap-3 text-sm text-ink-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('modal::or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <FacebookButton />
      <p className="m-0 text-center text-sm text-ink-700">
        {t('modal::noAccount')}{' '}
        <Link to="/opret-profil" onClick={() => closeLoginModal()} className="font-semibold text-brand-600">
          {t('modal::signup')}
        </Link>
      </p>
    </div>
  )
}

/**
 * The log-in modal. Mounted once (by the header account entries); opened by `openLoginModal()` or by a
 * `?login=1` query on any page.
 */
export function LoginModalHost() {
  const { t } = useTranslation(['login', 'auth'])
  const state = useLoginModalState()
  return (
    <ModalCard
      width="max-w-md"
      isOpen={state.open}
      onOpenChange={(open) => (open ? undefined : closeLoginModal())}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <Heading slot="title" className="m-0 text-xl font-bold">
          {t('modal::title')}
        </Heading>
        <CloseButton label={t('modal::close')} onPress={closeLoginModal} className="-mr-2 -mt-2" />
      </div>
      {state.open && state.reason ? (
        <p className="mt-0 mb-4 text-ink-700">
          {t(`reasons::${state.reason}`, { defaultValue: t('reasons::generic') })}
        </p>
      ) : null}
      <LoginForm autoFocus />
    </ModalCard>
  )
}
