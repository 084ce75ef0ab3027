/** The company's own note on a contact of its (sendcoment), placed by a route inside another feature. */
export { ContactNoteForm } from './components/ContactNoteForm'
