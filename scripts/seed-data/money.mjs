// The demo company's money, so the subscription and transaction screens are alive: a paid top-up of
// 1.000 kr. through the (fake) provider, then its first category bought on pro from that balance.
// Written in the ledger's own shape (worker/lib/ledger.ts): one transaction row per event under a
// fixed idempotency key, its postings summing to zero, written only by the run whose nonce inserted
// the row, so a re-seed changes nothing twice. The top-up and then the charge take the next receipt
// numbers, gapless, each with its receipt.

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib.mjs'

const planData = JSON.parse(readFileSync(join(root, 'domain/data/plans.json'), 'utf8'))
const operator = JSON.parse(readFileSync(join(root, 'domain/data/operator.json'), 'utf8'))

export const demoMoney = {
  company: 'hansen-soen-toemrerfirma',
  topUpOre: 100_000,
  plan: { category: 'toemrer', id: 'pro' },
}

/** SQL for the demo money; `q` quotes a value, `now` is the seed's unix time. */
export function moneySql(q, now) {
  const { company: slug, topUpOre, plan } = demoMoney
  const company = `(SELECT id FROM companies WHERE slug = ${q(slug)})`
  const category = `(SELECT id FROM categories WHERE slug = ${q(plan.category)})`
  const netOre = planData.plans.find((p) => p.id === plan.id).priceOre
  const vatOre = Math.round((netOre * planData.vatPercent) / 100)
  const periodEnd = now + planData.periodDays * 86_400
  const topUpId = `seed-${slug}`
  const nonce = randomBytes(16).toString('base64url')
  const written = (key) =>
    `(SELECT id FROM ledger_transactions WHERE idempotency_key = ${q(key)} AND nonce = ${q(nonce)})`
  const topUpKey = `topup:${topUpId}`
  const planKey = `seed:plan:${slug}:${plan.category}`
  // Both receipts name the parties as they are at the seed (the operator; the company's row `co`).
  const parties =
    'seller_name, seller_street, seller_zip, seller_city, seller_cvr, buyer_name, buyer_street, buyer_zip, buyer_city, buyer_cvr'
  const sellerAndBuyer = `${q(operator.name)}, ${q(operator.street)}, ${q(operator.zip)}, ${q(operator.city)}, ${q(operator.cvr)}, co.name, co.address, co.zip, co.city, co.cvr`
  // One gapless series for charge and payment receipts (decision 025): the top-up is number n, the charge n + 1.
  const nextInvoiceNumber = '(SELECT coalesce(max(invoice_number), 0) + 1 FROM ledger_transactions)'
  const posting = (key, account, amount) =>
    `INSERT INTO ledger_postings (transaction_id, company_id, account, amount_ore, created_at) SELECT ${written(key)}, ${company}, ${q(account)}, ${amount}, ${now} WHERE ${written(key)} IS NOT NULL;`
  return [
    `INSERT INTO top_ups (id, company_id, amount_ore, method, state, provider_session_id, return_job_id, created_at, settled_at) SELECT ${q(topUpId)}, ${company}, ${topUpOre}, 'card', 'paid', ${q(`seed-session-${slug}`)}, NULL, ${now}, ${now} WHERE ${company} IS NOT NULL ON CONFLICT DO NOTHING;`,
    `INSERT INTO ledger_transactions (company_id, kind, idempotency_key, nonce, invoice_number, created_at) SELECT ${company}, 'topup', ${q(topUpKey)}, ${q(nonce)}, ${nextInvoiceNumber}, ${now} WHERE ${company} IS NOT NULL ON CONFLICT DO NOTHING;`,
    posting(topUpKey, 'wallet', topUpOre),
    posting(topUpKey, 'provider', -topUpOre),
    // Its payment receipt as issued (top_up_receipts, decision 025), by the run that wrote the top-up.
    `INSERT INTO top_up_receipts (transaction_id, company_id, invoice_number, top_up_id, issued_at, ${parties}, amount_ore, method, provider_reference) SELECT t.id, t.company_id, t.invoice_number, tu.id, t.created_at, ${sellerAndBuyer}, tu.amount_ore, tu.method, tu.provider_session_id FROM ledger_transactions t JOIN companies co ON co.id = t.company_id JOIN top_ups tu ON tu.id = ${q(topUpId)} WHERE t.idempotency_key = ${q(topUpKey)} AND t.nonce = ${q(nonce)};`,
    `INSERT INTO ledger_transactions (company_id, kind, idempotency_key, nonce, invoice_number, category_id, plan, net_ore, vat_ore, credit_ore, created_at) SELECT ${company}, 'subscription', ${q(planKey)}, ${q(nonce)}, ${nextInvoiceNumber}, ${category}, ${q(plan.id)}, ${netOre}, ${vatOre}, 0, ${now + 60} WHERE ${company} IS NOT NULL AND ${category} IS NOT NULL ON CONFLICT DO NOTHING;`,
    posting(planKey, 'wallet', -(netOre + vatOre)),
    posting(planKey, 'revenue', netOre),
    posting(planKey, 'vat', vatOre),
    // Its receipt as issued (the receipts table of worker/lib/ledger.ts), by the run that wrote the charge.
    `INSERT INTO receipts (transaction_id, company_id, invoice_number, issued_at, ${parties}, plan, category_name_da, category_name_en, period_start, period_end, plan_ore, credit_ore, net_ore, vat_percent, vat_ore, total_ore) SELECT t.id, t.company_id, t.invoice_number, t.created_at, ${sellerAndBuyer}, t.plan, cat.name_da, cat.name_en, ${now + 60}, ${periodEnd + 60}, t.net_ore, 0, t.net_ore, ${planData.vatPercent}, t.vat_ore, t.net_ore + t.vat_ore FROM ledger_transactions t JOIN companies co ON co.id = t.company_id JOIN categories cat ON cat.id = t.category_id WHERE t.idempotency_key = ${q(planKey)} AND t.nonce = ${q(nonce)};`,
    `INSERT INTO subscriptions (company_id, category_id, plan, period_start, period_end, paid_ore, next_plan, updated_at) SELECT ${company}, ${category}, ${q(plan.id)}, ${now + 60}, ${periodEnd + 60}, ${netOre}, NULL, ${now} WHERE ${written(planKey)} IS NOT NULL ON CONFLICT DO NOTHING;`,
  ]
}
