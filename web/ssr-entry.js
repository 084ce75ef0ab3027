// The Worker's way into the web app's server renderer (docs/decisions/009). A plain module with a
// declaration file beside it, so the Worker's type check sees only the small contract in
// ssr-entry.d.ts and not the React app (which is checked by the web's own tsconfig).
export { installServerSeams, renderApp } from './ssr.tsx'
