// Hand-written additions to the GeoNames gazetteer (za-gazetteer.json): the nine provinces and well-known former or
// informal names of places. Only renames that are official (gazetted) and nicknames beyond doubt are listed; the
// gazetteer keeps names GeoNames itself joins (e.g. Brandfort / Winnie Mandela) without help from here.

export type ZaProvince = {
  name: string;
  /** GeoNames admin1 code of the province (country ZA), checked against the source data by the generator. */
  geonamesCode: string;
  /** Approximate geographic centre, answered for a query naming only the province. */
  latitude: number;
  longitude: number;
  /** Other ways people write it. */
  aliases: string[];
};

export const ZA_PROVINCES: readonly ZaProvince[] = [
  { name: 'KwaZulu-Natal', geonamesCode: '02', latitude: -28.5306, longitude: 30.8958, aliases: ['KZN', 'Natal'] },
  { name: 'Free State', geonamesCode: '03', latitude: -28.4541, longitude: 26.7968, aliases: ['Vrystaat'] },
  { name: 'Eastern Cape', geonamesCode: '05', latitude: -32.2968, longitude: 26.4194, aliases: [] },
  { name: 'Gauteng', geonamesCode: '06', latitude: -26.2708, longitude: 28.1123, aliases: [] },
  { name: 'Mpumalanga', geonamesCode: '07', latitude: -25.5653, longitude: 30.5279, aliases: [] },
  { name: 'Northern Cape', geonamesCode: '08', latitude: -29.0467, longitude: 21.8569, aliases: [] },
  { name: 'Limpopo', geonamesCode: '09', latitude: -23.4013, longitude: 29.4179, aliases: [] },
  { name: 'North West', geonamesCode: '10', latitude: -26.6639, longitude: 25.2838, aliases: ['Northwest'] },
  { name: 'Western Cape', geonamesCode: '11', latitude: -33.2278, longitude: 21.8569, aliases: [] },
];

/**
 * Former or informal name → the current name of the place. The generator shows a place under its current name (and
 * keeps the former one as an alternate); the geocoder answers a query for the former name with the current place.
 */
export const ZA_PLACE_ALIASES: Readonly<Record<string, string>> = {
  Mafikeng: 'Mahikeng', // renamed 2010
  Mafeking: 'Mahikeng', // the colonial spelling
  Pietersburg: 'Polokwane', // renamed 2005
  Potgietersrus: 'Mokopane', // renamed 2002
  Ellisras: 'Lephalale', // renamed 2002
  Warmbaths: 'Bela-Bela', // renamed 2002
  Nelspruit: 'Mbombela', // renamed 2009
  Witbank: 'Emalahleni', // renamed 2006
  Grahamstown: 'Makhanda', // renamed 2018
  'Port Elizabeth': 'Gqeberha', // renamed 2021
  Uitenhage: 'Kariega', // renamed 2021
  "King William's Town": 'Qonce', // renamed 2021
  Elliot: 'Khowa', // renamed 2016
  Joburg: 'Johannesburg',
  Jozi: 'Johannesburg',
  Kaapstad: 'Cape Town', // the Afrikaans name
};
