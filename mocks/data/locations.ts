/**
 * Delivery cities and areas. Areas of Dhaka have no delivery charge; every other area has one,
 * and an order to such an area answers 405 (medicines are delivered inside Dhaka only).
 */
import type { AreaRecord, CityRecord } from './types'

export const cities: CityRecord[] = [
  { id: 1, city_name: 'Dhaka' },
  { id: 2, city_name: 'Chattogram' },
  { id: 3, city_name: 'Sylhet' },
  { id: 4, city_name: 'Rajshahi' },
  { id: 5, city_name: 'Khulna' },
  { id: 6, city_name: 'Barishal' },
  { id: 7, city_name: 'Rangpur' },
  { id: 8, city_name: 'Mymensingh' },
  { id: 9, city_name: 'Gazipur' },
]

const areaNames: Array<[cityId: number, charge: string, names: string[]]> = [
  [
    1,
    '0.00',
    [
      'Dhanmondi',
      'Gulshan',
      'Banani',
      'Mirpur',
      'Uttara',
      'Mohammadpur',
      'Bashundhara R/A',
      'Motijheel',
      'Badda',
      'Khilgaon',
      'Tejgaon',
      'Old Dhaka',
    ],
  ],
  [2, '120.00', ['Agrabad', 'Nasirabad', 'Panchlaish', 'Halishahar']],
  [3, '150.00', ['Zindabazar', 'Amberkhana', 'Upashahar']],
  [4, '150.00', ['Shaheb Bazar', 'Uposhohor']],
  [5, '150.00', ['Sonadanga', 'Khalishpur']],
  [6, '150.00', ['Nathullabad', 'Band Road']],
  [7, '150.00', ['Jahaj Company More', 'Dhap']],
  [8, '150.00', ['Ganginarpar', 'Town Hall']],
  [9, '100.00', ['Tongi', 'Joydebpur', 'Board Bazar']],
]

export const areas: AreaRecord[] = areaNames
  .flatMap(([cityId, charge, names]) =>
    names.map((name) => ({ city_id: cityId, area_name: name, delivery_charge: charge })),
  )
  .map((area, index) => ({ id: index + 1, ...area }))
