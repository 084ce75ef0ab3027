export type StarFill = { star: 1 | 2 | 3 | 4 | 5; fill: 'full' | 'half' | 'empty' }

/** How much of each of the five stars is filled for an average: full, half or empty, to the nearest half. */
export function starFill(rating: number): StarFill[] {
  const halves = Math.round(rating * 2)
  return ([1, 2, 3, 4, 5] as const).map((star) => {
    const left = halves - (star - 1) * 2
    return { star, fill: left >= 2 ? 'full' : left === 1 ? 'half' : 'empty' }
  })
}
