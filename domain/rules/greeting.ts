/**
 * The name a Danish mail greets a person by: 'Hej Sofie', not 'Hej Sofie Kjær'. The first word of the
 * name as typed (a double first name written with a hyphen, 'Anne-Marie', stays whole); a blank name
 * gives ''. A company is greeted by its whole name, so this is for people only.
 */
export function greetingName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}
