/** One message thread per contact, for both sides. */
export const messagesApi = {}
