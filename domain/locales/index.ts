import type { Locale } from '../i18n'
import daAccount from './da-DK/account.json'
import daAdmin from './da-DK/admin.json'
import daAgents from './da-DK/agents.json'
import daAuth from './da-DK/auth.json'
import daCalendar from './da-DK/calendar.json'
import daCommon from './da-DK/common.json'
import daCompany from './da-DK/company.json'
import daCompanyinfo from './da-DK/companyinfo.json'
import daCreatejob from './da-DK/createjob.json'
import daFirmjobs from './da-DK/firmjobs.json'
import daForfirms from './da-DK/forfirms.json'
import daGuarantees from './da-DK/guarantees.json'
import daHome from './da-DK/home.json'
import daJobs from './da-DK/jobs.json'
import daLegal from './da-DK/legal.json'
import daLogin from './da-DK/login.json'
import daMail from './da-DK/mail.json'
import daMessages from './da-DK/messages.json'
import daMoney from './da-DK/money.json'
import daNotifications from './da-DK/notifications.json'
import daPricelists from './da-DK/pricelists.json'
import daReviews from './da-DK/reviews.json'
import daSignup from './da-DK/signup.json'
import daSubscriptions from './da-DK/subscriptions.json'
import daSupport from './da-DK/support.json'
import daTopup from './da-DK/topup.json'
import daTransactions from './da-DK/transactions.json'
import daWonjobs from './da-DK/wonjobs.json'
import enAccount from './en/account.json'
import enAdmin from './en/admin.json'
import enAgents from './en/agents.json'
import enAuth from './en/auth.json'
import enCalendar from './en/calendar.json'
import enCommon from './en/common.json'
import enCompany from './en/company.json'
import enCompanyinfo from './en/companyinfo.json'
import enCreatejob from './en/createjob.json'
import enFirmjobs from './en/firmjobs.json'
import enForfirms from './en/forfirms.json'
import enGuarantees from './en/guarantees.json'
import enHome from './en/home.json'
import enJobs from './en/jobs.json'
import enLegal from './en/legal.json'
import enLogin from './en/login.json'
import enMail from './en/mail.json'
import enMessages from './en/messages.json'
import enMoney from './en/money.json'
import enNotifications from './en/notifications.json'
import enPricelists from './en/pricelists.json'
import enReviews from './en/reviews.json'
import enSignup from './en/signup.json'
import enSubscriptions from './en/subscriptions.json'
import enSupport from './en/support.json'
import enTopup from './en/topup.json'
import enTransactions from './en/transactions.json'
import enWonjobs from './en/wonjobs.json'

/**
 * Every catalog, by locale and namespace. The worker serves them at /media/js/i18n/{lng}/{ns}.json
 * and translates API errors with them; add a namespace here and in both locale folders.
 */
export const catalogs = {
  'da-DK': {
    account: daAccount,
    admin: daAdmin,
    login: daLogin,
    signup: daSignup,
    auth: daAuth,
    mail: daMail,
    common: daCommon,
    company: daCompany,
    companyinfo: daCompanyinfo,
    pricelists: daPricelists,
    forfirms: daForfirms,
    guarantees: daGuarantees,
    home: daHome,
    legal: daLegal,
    createjob: daCreatejob,
    jobs: daJobs,
    firmjobs: daFirmjobs,
    messages: daMessages,
    money: daMoney,
    agents: daAgents,
    notifications: daNotifications,
    calendar: daCalendar,
    subscriptions: daSubscriptions,
    support: daSupport,
    transactions: daTransactions,
    topup: daTopup,
    wonjobs: daWonjobs,
    reviews: daReviews,
  },
  en: {
    account: enAccount,
    admin: enAdmin,
    login: enLogin,
    signup: enSignup,
    auth: enAuth,
    mail: enMail,
    common: enCommon,
    company: enCompany,
    companyinfo: enCompanyinfo,
    pricelists: enPricelists,
    forfirms: enForfirms,
    guarantees: enGuarantees,
    home: enHome,
    legal: enLegal,
    createjob: enCreatejob,
    jobs: enJobs,
    firmjobs: enFirmjobs,
    messages: enMessages,
    money: enMoney,
    agents: enAgents,
    notifications: enNotifications,
    calendar: enCalendar,
    subscriptions: enSubscriptions,
    support: enSupport,
    transactions: enTransactions,
    topup: enTopup,
    wonjobs: enWonjobs,
    reviews: enReviews,
  },
} satisfies Record<Locale, Record<string, unknown>>

export type Namespace = keyof (typeof catalogs)['da-DK']
export const namespaces = Object.keys(catalogs['da-DK']) as Namespace[]
