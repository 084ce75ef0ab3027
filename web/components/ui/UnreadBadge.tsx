/** The red count on a header icon (messages, notifications): nothing at 0, `99+` above 99. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  return count > 0 ? (
    <span
      data-testid={testId}
      className="absolute right-0 top-0 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  ) : null
}
