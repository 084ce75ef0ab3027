import type { ReactNode } from 'react'

/**
 * A titled card: one part of a settings page (contact details, e-mail, password, data export…). The
 * heading names the section for assistive technology, and a form inside can name itself by `id` too.
 */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="m-0 mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
