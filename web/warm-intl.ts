/**
 * The first `Intl` formatter a page makes loads ICU's data: 30–50 ms on this machine, a long task of some
 * 150 ms on Lighthouse's phone. Every page makes one while it hydrates (the online banner reads the
 * Copenhagen clock; the form kit, the review stars and i18next's plurals format numbers).
 *
 * So the server puts this classic inline script in the head of every anonymous page, before the
 * stylesheet (worker/render/template.ts): it runs while the stylesheet is still on its way, always before
 * the first paint, and the page is not busy with it once it is visible, when the visitor starts to tap
 * (issue 21). In web/boot.ts (a module script, so deferred) it ran after the first paint in most loads:
 * Chrome paints before it runs deferred scripts. The page's CSP allows exactly this text by its hash
 * (worker/render/csp.ts). A browser without the zone still starts the app; it pays for ICU later.
 *
 * Not on a logged-in screen: its page is larger and its hydration longer, and there the warm-up moved
 * Lighthouse's first paint on /firma/opgaver from 1.0–1.1 s to 1.2–1.35 s with no gain in blocking time.
 */
export const warmIntlScript =
  "try{new Intl.DateTimeFormat('da-DK',{timeZone:'Europe/Copenhagen',hour:'numeric'}).format(0)}catch(e){}"
