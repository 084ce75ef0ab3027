import * as v from 'valibot'
import { carModelQueryMinLength, zipLength } from '../rules/limits'

/** Path parameter of GET /api/postcodes/{zip}: exactly 4 digits, else 422. */
export const ZipParam = v.object({
  zip: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${zipLength}}$`), 'common:::errors::zipFormat')),
})

export const Postcode = v.object({ zip: v.string(), city: v.string(), region: v.string() })
export type Postcode = v.InferOutput<typeof Postcode>

export const Region = v.object({ name: v.string(), postcodes: v.array(v.string()) })
export const RegionList = v.object({ regions: v.array(Region) })
export type RegionList = v.InferOutput<typeof RegionList>

export const CarModelQuery = v.object({
  q: v.pipe(
    v.string('common:::errors::required'),
    v.trim(),
    v.minLength(carModelQueryMinLength, 'common:::errors::carModelTooShort'),
    v.maxLength(60),
  ),
})
export const CarModel = v.object({ make: v.string(), model: v.string(), label: v.string() })
export type CarModel = v.InferOutput<typeof CarModel>
export const CarModelList = v.object({ models: v.array(CarModel) })
export type CarModelList = v.InferOutput<typeof CarModelList>
