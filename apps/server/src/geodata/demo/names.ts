import type { Prng } from './prng';

/**
 * Street names as Dutch new towns give them: every neighbourhood has a theme (birds, trees, painters ...)
 * and its streets are the theme's words with a street suffix. Names are unique within the woonplaats.
 */
interface Theme {
  buurt: string;
  words: readonly string[];
}

const THEMES: readonly Theme[] = [
  { buurt: 'Vogelbuurt', words: ['Merel', 'Lijster', 'Spreeuw', 'Koolmees', 'Vink', 'Zwaluw', 'Kievit', 'Grutto', 'Tureluur', 'Wulp', 'Reiger', 'Roerdomp', 'Fuut', 'Meerkoet', 'Kwartel', 'Patrijs', 'Specht', 'Boomklever', 'Goudvink', 'Putter', 'Sijs', 'Kneu', 'Leeuwerik', 'Wielewaal'] },
  { buurt: 'Bomenbuurt', words: ['Eiken', 'Beuken', 'Linden', 'Esdoorn', 'Iepen', 'Essen', 'Berken', 'Elzen', 'Wilgen', 'Populieren', 'Kastanje', 'Platanen', 'Lariks', 'Dennen', 'Sparren', 'Taxus', 'Hazelaar', 'Meidoorn', 'Lijsterbes', 'Vlier', 'Acacia', 'Ceder'] },
  { buurt: 'Bloemenbuurt', words: ['Rozen', 'Tulpen', 'Narcissen', 'Hyacinten', 'Krokus', 'Lelie', 'Iris', 'Anjer', 'Dahlia', 'Aster', 'Begonia', 'Viooltjes', 'Zonnebloem', 'Klaproos', 'Korenbloem', 'Margriet', 'Lavendel', 'Pioen', 'Sering', 'Jasmijn'] },
  { buurt: 'Schildersbuurt', words: ['Rembrandt', 'Vermeer', 'Mondriaan', 'Breitner', 'Israels', 'Mesdag', 'Jan Steen', 'Frans Hals', 'Ruisdael', 'Hobbema', 'Paulus Potter', 'Cuyp', 'Maris', 'Toorop', 'Weissenbruch', 'Karel Appel', 'Corneille', 'Escher', 'Willink', 'Sluijters'] },
  { buurt: 'Componistenbuurt', words: ['Bach', 'Mozart', 'Beethoven', 'Chopin', 'Haydn', 'Schubert', 'Brahms', 'Vivaldi', 'Handel', 'Sweelinck', 'Ravel', 'Debussy', 'Grieg', 'Verdi', 'Puccini', 'Mahler', 'Sibelius', 'Dvorak', 'Bartok', 'Purcell'] },
  { buurt: 'Sterrenbuurt', words: ['Mercurius', 'Venus', 'Mars', 'Jupiter', 'Saturnus', 'Uranus', 'Neptunus', 'Orion', 'Pegasus', 'Andromeda', 'Cassiopeia', 'Sirius', 'Vega', 'Polaris', 'Castor', 'Pollux', 'Altair', 'Deneb', 'Capella', 'Lyra'] },
  { buurt: 'Vissenbuurt', words: ['Snoek', 'Baars', 'Karper', 'Zeelt', 'Voorn', 'Brasem', 'Paling', 'Forel', 'Zalm', 'Haring', 'Kabeljauw', 'Schol', 'Tong', 'Bot', 'Makreel', 'Spiering', 'Kwabaal', 'Winde', 'Rietvoorn', 'Sprot'] },
  { buurt: 'Schepenbuurt', words: ['Kogge', 'Botter', 'Schokker', 'Tjalk', 'Aak', 'Pluut', 'Hoogaars', 'Skutsje', 'Fluit', 'Galjoen', 'Fregat', 'Kotter', 'Klipper', 'Schoener', 'Brik', 'Smak', 'Punter', 'Zalmschouw', 'Boeier', 'Hektjalk'] },
  { buurt: 'Eilandenbuurt', words: ['Texel', 'Vlieland', 'Terschelling', 'Ameland', 'Schiermonnikoog', 'Urk', 'Schokland', 'Marken', 'Pampus', 'Tiengemeten', 'Goeree', 'Tholen', 'Walcheren', 'Voorne', 'Rottum', 'Griend', 'Wieringen', 'Noorderhaaks', 'Neeltje Jans', 'Ruigoord'] },
  { buurt: 'Rivierenbuurt', words: ['Rijn', 'Maas', 'Waal', 'IJssel', 'Lek', 'Vecht', 'Eem', 'Amstel', 'Schelde', 'Dommel', 'Dinkel', 'Berkel', 'Regge', 'Linge', 'Gouwe', 'Hunze', 'Reest', 'Roer', 'Geul', 'Merwede'] },
  { buurt: 'Edelstenenbuurt', words: ['Diamant', 'Robijn', 'Saffier', 'Smaragd', 'Opaal', 'Parel', 'Topaas', 'Granaat', 'Amethist', 'Jade', 'Onyx', 'Agaat', 'Jaspis', 'Kwarts', 'Barnsteen', 'Koraal', 'Turkoois', 'Zirkoon', 'Beril', 'Toermalijn'] },
  { buurt: 'Kruidenbuurt', words: ['Tijm', 'Salie', 'Rozemarijn', 'Munt', 'Kervel', 'Dille', 'Peterselie', 'Bieslook', 'Basilicum', 'Dragon', 'Venkel', 'Anijs', 'Kamille', 'Lavas', 'Marjolein', 'Oregano', 'Koriander', 'Karwij', 'Valeriaan', 'Zuring'] },
  { buurt: 'Muziekbuurt', words: ['Viool', 'Cello', 'Harp', 'Hobo', 'Trompet', 'Hoorn', 'Trombone', 'Tuba', 'Klarinet', 'Fagot', 'Pauken', 'Luit', 'Gitaar', 'Orgel', 'Piano', 'Triangel', 'Cimbaal', 'Banjo', 'Mandoline', 'Doedelzak'] },
  { buurt: 'Zeeheldenbuurt', words: ['Tasman', 'Barentsz', 'Heemskerck', 'De Ruyter', 'Tromp', 'Hudson', 'Houtman', 'Schouten', 'Le Maire', 'Van Neck', 'Piet Hein', 'Evertsen', 'Van Speijk', 'Karel Doorman', 'Van Galen', 'Kortenaer', 'Van Kinsbergen', 'De Liefde', 'Van Noort', 'Roggeveen'] },
  { buurt: 'Vlinderbuurt', words: ['Atalanta', 'Dagpauwoog', 'Citroenvlinder', 'Koolwitje', 'Zandoogje', 'Icarusblauwtje', 'Kleine vos', 'Gehakkelde aurelia', 'Oranjetipje', 'Distelvlinder', 'Koninginnenpage', 'Hooibeestje', 'Argusvlinder', 'Boswitje', 'Heivlinder', 'Sleedoornpage', 'Bont dikkopje', 'Groentje', 'Keizersmantel', 'Rouwmantel'] },
  { buurt: 'Polderbuurt', words: ['Beemster', 'Purmer', 'Schermer', 'Wieringermeer', 'Haarlemmermeer', 'Zuidplas', 'Prins Alexander', 'Noordoostpolder', 'Zijpe', 'Anna Paulowna', 'Wormer', 'Starnmeer', 'Heerhugowaard', 'Bijlmermeer', 'Horstermeer', 'Watergraafsmeer', 'Mastenbroek', 'Koegras', 'Eendracht', 'Lauwersmeer'] },
];

const CENTRE_WORDS = ['Markt', 'Raadhuis', 'Stations', 'Kerk', 'Haven', 'Poort', 'Agora', 'Forum', 'Waag', 'Gilde', 'Kroon', 'Veer', 'Dam', 'Passage', 'Promenade', 'Boulevard'];
const BUSINESS_WORDS = ['Edison', 'Faraday', 'Volta', 'Ampere', 'Watt', 'Ohm', 'Kelvin', 'Newton', 'Pascal', 'Celsius', 'Fahrenheit', 'Huygens', 'Lorentz', 'Zeeman', 'Kamerlingh Onnes', 'Fokker', 'Diesel', 'Bell', 'Marconi', 'Tesla'];
const FARM_WORDS = ['Knar', 'Larser', 'Spiek', 'Wold', 'Hoeve', 'Akker', 'Sluis', 'Gemaal', 'Tocht', 'Dreef', 'Koren', 'Graan', 'Vlas', 'Bieten', 'Uien', 'Klaver', 'Luzerne', 'Tarwe', 'Gerst', 'Haver'];

/** Suffixes for streets with houses (row streets) and for the cross streets between blocks. */
const ROW_SUFFIXES = ['straat', 'laan', 'singel', 'kade', 'gracht', 'dreef'];
const CROSS_SUFFIXES = ['pad', 'hof', 'plantsoen', 'erf', 'steeg', 'gang'];

export type StreetStyle = 'row' | 'cross' | 'centre' | 'business' | 'farm';

/** Joins word and suffix the way street names are spelled: "Merelstraat", "Jan Steenlaan", "Kleine vosstraat". */
function join(word: string, suffix: string): string {
  return `${word}${suffix}`;
}

/** The theme of a neighbourhood, the buurt name and the street names handed out so far (unique per woonplaats). */
export class StreetNamer {
  private readonly used = new Set<string>();
  private readonly buurten = new Set<string>();
  private themeCursor = 0;

  /** A theme for the next residential cell, in a fixed order (a new round of themes gets a compass qualifier). */
  nextTheme(): { theme: number; round: number } {
    const n = this.themeCursor++;
    return { theme: n % THEMES.length, round: Math.floor(n / THEMES.length) };
  }

  /** A unique buurt name. */
  buurtName(base: string, qualifier: string): string {
    for (const name of [base, `${base} ${qualifier}`, ...Array.from({ length: 99 }, (_, k) => `${base} ${qualifier} ${k + 2}`)])
      if (!this.buurten.has(name)) {
        this.buurten.add(name);
        return name;
      }
    return base;
  }

  themeBuurt(theme: number): string {
    return THEMES[theme]!.buurt;
  }

  /** A street name not yet used: a word of the theme (or style) with a suffix of the style. */
  street(style: StreetStyle, theme: number, rng: Prng): string {
    const words = style === 'centre' ? CENTRE_WORDS : style === 'business' ? BUSINESS_WORDS : style === 'farm' ? FARM_WORDS : THEMES[theme]!.words;
    const suffixes =
      style === 'centre' ? ['straat', 'plein', 'passage', 'kade', 'promenade', 'hof'] : style === 'business' ? ['weg', 'straat', 'baan'] : style === 'farm' ? ['weg', 'dreef', 'pad'] : style === 'row' ? ROW_SUFFIXES : CROSS_SUFFIXES;
    const start = rng.int(0, words.length - 1);
    for (let round = 0; round < 50; round++)
      for (const suffix of suffixes)
        for (let k = 0; k < words.length; k++) {
          const word = words[(start + k) % words.length]!;
          const name = round ? `${join(word, suffix)} ${['Noord', 'Oost', 'Zuid', 'West'][round % 4]}${round >= 4 ? ` ${Math.floor(round / 4) + 1}` : ''}` : join(word, suffix);
          if (!this.used.has(name)) {
            this.used.add(name);
            return name;
          }
        }
    throw new Error('street names exhausted');
  }
}
