/** What Russians call big cities ('питер' → Санкт-Петербург): the places API matches official names only, so the form asks for the official one. */
const NICKNAMES: Record<string, string> = {
  питер: 'санкт-петербург',
  спб: 'санкт-петербург',
  мск: 'москва',
  екб: 'екатеринбург',
  ебург: 'екатеринбург',
  нск: 'новосибирск',
  новосиб: 'новосибирск',
  нижний: 'нижний новгород',
  ростов: 'ростов-на-дону',
  минводы: 'минеральные воды',
  владик: 'владивосток',
  калик: 'калининград',
};

/** The official name to search for, or the query itself. */
export function officialCityQuery(query: string): string {
  const key = query.trim().toLowerCase().replace(/ё/g, 'е');
  return NICKNAMES[key] ?? query;
}
