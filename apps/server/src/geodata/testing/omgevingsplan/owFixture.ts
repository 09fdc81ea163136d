import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Options of the small omgevingsplan delivery the tests write (TPOD 2.0 / STOP 1.3 element names). */
export interface OwFixtureOptions {
  /** the norm's TypeNorm concept (default MaximumBouwhoogte) */
  normType?: string;
  /** the location the norm value points to (default the delivered gebied) */
  normLocatie?: string;
  /** the normwaarde's value elements (default a kwantitatieveWaarde of 9) */
  normValue?: string;
  /** the RD corner of the plan's square (default 155000, 425000; a browser test puts it on its town) */
  origin?: { x: number; y: number };
}

const OW_NS = `xmlns:ow-dc="http://www.geostandaarden.nl/imow/bestanden/deelbestand" xmlns:sl="http://www.geostandaarden.nl/bestanden-ow/standlevering-generiek" xmlns:r="http://www.geostandaarden.nl/imow/regels" xmlns:rol="http://www.geostandaarden.nl/imow/regelsoplocatie" xmlns:l="http://www.geostandaarden.nl/imow/locatie" xmlns:p="http://www.geostandaarden.nl/imow/pons" xmlns:xlink="http://www.w3.org/1999/xlink"`;
const ow = (objects: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<ow-dc:owBestand ${OW_NS}><sl:standBestand><sl:dataset>Test</sl:dataset>${objects.map((o) => `<sl:stand><ow-dc:owObject>${o}</ow-dc:owObject></sl:stand>`).join('')}</sl:standBestand></ow-dc:owBestand>\n`;
const concept = (list: string, v: string) => `http://standaarden.omgevingswet.overheid.nl/${list}/id/concept/${v}`;

/** A square of `size` m at RD (x, y) as GML 3.2 MultiSurface. */
const square = (x: number, y: number, size: number) =>
  `<gml:MultiSurface srsName="urn:ogc:def:crs:EPSG::28992"><gml:surfaceMember><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${x} ${y} ${x + size} ${y} ${x + size} ${y + size} ${x} ${y + size} ${x} ${y}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface>`;

/** The test area: gebied 1 is the square (155000, 425000)-(155100, 425100); the pons covers its south-west corner (40 x 40 m). */
export const FIXTURE_POINT_INSIDE = 'POINT(155050 425050)';
export const FIXTURE_POINT_PONS = 'POINT(155020 425020)';
export const FIXTURE_REGELING = '/akn/nl/act/gm9999/2024/testplan';

/** Write a small omgevingsplan delivery (regeling, OW files, GIO) into `dir`; returns the folder. */
export function writeOwFixture(dir: string, o: OwFixtureOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  const id = (kind: string, n: string) => `nl.imow-gm9999.${kind}.${n}`;
  writeFileSync(
    join(dir, 'akn_nl_bill_gm9999-1.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<AanleveringBesluit xmlns="https://standaarden.overheid.nl/lvbb/stop/aanlevering/">
<BesluitVersie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>/akn/nl/bill/gm9999/2024/1</FRBRWork><FRBRExpression>/akn/nl/bill/gm9999/2024/1/nld@2024</FRBRExpression><soortWork>/join/id/stop/work_003</soortWork></ExpressionIdentificatie>
<BesluitCompact xmlns="https://standaarden.overheid.nl/stop/imop/tekst/"><RegelingCompact><Lichaam>
<Artikel eId="art_3.1" wId="gm9999_1__art_3.1"><Kop><Label>Artikel</Label><Nummer>3.1</Nummer><Opschrift>Bouwhoogte</Opschrift></Kop>
<Lid eId="art_3.1__para_1" wId="gm9999_1__art_3.1__para_1"><LidNummer>1</LidNummer><Inhoud><Al>De bouwhoogte is ten hoogste de <i>maximum bouwhoogte</i>.</Al></Inhoud></Lid></Artikel>
</Lichaam></RegelingCompact></BesluitCompact>
<RegelingVersieInformatie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>${FIXTURE_REGELING}</FRBRWork><soortWork>/join/id/stop/work_019</soortWork></ExpressionIdentificatie></RegelingVersieInformatie>
</BesluitVersie></AanleveringBesluit>
`,
  );
  writeFileSync(join(dir, 'opdracht.xml'), `<?xml version="1.0"?><publicatieOpdracht xmlns="http://www.overheid.nl/2017/lvbb"><idLevering>test-1</idLevering><datumBekendmaking>2024-03-01</datumBekendmaking></publicatieOpdracht>\n`);
  writeFileSync(
    join(dir, 'owRegeltekst.xml'),
    ow([
      `<r:Regeltekst wId="gm9999_1__art_3.1__para_1"><r:identificatie>${id('regeltekst', '1')}</r:identificatie></r:Regeltekst>`,
      `<r:RegelVoorIedereen><r:identificatie>${id('juridischeregel', '1')}</r:identificatie><r:artikelOfLid><r:RegeltekstRef xlink:href="${id('regeltekst', '1')}"/></r:artikelOfLid><r:locatieaanduiding><l:LocatieRef xlink:href="${id('gebiedengroep', '1')}"/></r:locatieaanduiding><r:activiteitaanduiding><rol:ActiviteitRef xlink:href="${id('activiteit', '1')}"/></r:activiteitaanduiding><r:omgevingsnormaanduiding><rol:OmgevingsnormRef xlink:href="${id('omgevingsnorm', '1')}"/></r:omgevingsnormaanduiding></r:RegelVoorIedereen>`,
    ]),
  );
  writeFileSync(
    join(dir, 'owOverig.xml'),
    ow([
      `<rol:Activiteit><rol:identificatie>${id('activiteit', '1')}</rol:identificatie><rol:naam>bouwen van een bijgebouw</rol:naam><rol:groep>${concept('activiteit', 'BouwactiviteitRuimtelijk')}</rol:groep></rol:Activiteit>`,
      `<rol:Omgevingsnorm><rol:identificatie>${id('omgevingsnorm', '1')}</rol:identificatie><rol:naam>maximum bouwhoogte</rol:naam><rol:type>${concept('typenorm', o.normType ?? 'MaximumBouwhoogte')}</rol:type><rol:eenheid>${concept('eenheid', 'Meter')}</rol:eenheid><rol:normwaarde><rol:Normwaarde><rol:identificatie>${id('normwaarde', '1')}</rol:identificatie>${o.normValue ?? '<rol:kwantitatieveWaarde>9</rol:kwantitatieveWaarde>'}<rol:locatieaanduiding><l:LocatieRef xlink:href="${o.normLocatie ?? id('gebied', '1')}"/></rol:locatieaanduiding></rol:Normwaarde></rol:normwaarde></rol:Omgevingsnorm>`,
      `<l:Gebiedengroep><l:identificatie>${id('gebiedengroep', '1')}</l:identificatie><l:noemer>testgebied</l:noemer><l:groepselement><l:GebiedRef xlink:href="${id('gebied', '1')}"/></l:groepselement></l:Gebiedengroep>`,
      `<l:Gebied><l:identificatie>${id('gebied', '1')}</l:identificatie><l:noemer>vak 1</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-1"/></l:geometrie></l:Gebied>`,
      `<l:Gebied><l:identificatie>${id('gebied', 'pons')}</l:identificatie><l:geometrie><l:GeometrieRef xlink:href="geo-pons"/></l:geometrie></l:Gebied>`,
      `<p:Pons><p:identificatie>${id('pons', '1')}</p:identificatie><p:locatieaanduiding><l:LocatieRef xlink:href="${id('gebied', 'pons')}"/></p:locatieaanduiding></p:Pons>`,
    ]),
  );
  const loc = (gid: string, naam: string, g: string) =>
    `<geo:Locatie><geo:naam>${naam}</geo:naam><geo:geometrie><basisgeo:Geometrie gml:id="id-${gid}"><basisgeo:id>${gid}</basisgeo:id><basisgeo:geometrie>${g}</basisgeo:geometrie></basisgeo:Geometrie></geo:geometrie></geo:Locatie>`;
  writeFileSync(
    join(dir, 'Test.gml'),
    `<?xml version="1.0" encoding="utf-8"?>
<geo:GeoInformatieObjectVaststelling xmlns:basisgeo="http://www.geostandaarden.nl/basisgeometrie/1.0" xmlns:geo="https://standaarden.overheid.nl/stop/imop/geo/" xmlns:gml="http://www.opengis.net/gml/3.2">
<geo:vastgesteldeVersie><geo:GeoInformatieObjectVersie><geo:FRBRWork>/join/id/regdata/gm9999/2024/Test</geo:FRBRWork><geo:locaties>
${loc('geo-1', 'vak 1', square(o.origin?.x ?? 155000, o.origin?.y ?? 425000, 100))}
${loc('geo-pons', 'pons', square(o.origin?.x ?? 155000, o.origin?.y ?? 425000, 40))}
</geo:locaties></geo:GeoInformatieObjectVersie></geo:vastgesteldeVersie></geo:GeoInformatieObjectVaststelling>
`,
  );
  return dir;
}
