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
/** An OW file (standlevering) holding the objects. */
export const ow = (objects: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<ow-dc:owBestand ${OW_NS}><sl:standBestand><sl:dataset>Test</sl:dataset>${objects.map((o) => `<sl:stand><ow-dc:owObject>${o}</ow-dc:owObject></sl:stand>`).join('')}</sl:standBestand></ow-dc:owBestand>\n`;
/** A value-list concept URI (typenorm, eenheid, activiteit ...). */
export const concept = (list: string, v: string) => `http://standaarden.omgevingswet.overheid.nl/${list}/id/concept/${v}`;

/** A square of `size` m at RD (x, y) as GML 3.2 MultiSurface. */
export const square = (x: number, y: number, size: number) =>
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

/** The besluit of the fixture's wijzigingsbesluit (writeOwAmendmentFixture). */
export const FIXTURE_AMENDMENT = '/akn/nl/bill/gm9999/2024/2';

/** Options of the fixture's wijzigingsbesluit. */
export interface OwAmendmentOptions {
  /** the wId the Vervang changes (default the lid the rule cites); an unknown one must refuse the delivery */
  vervangWat?: string;
  /** the besluit withdraws the regeling (STOP Intrekking) */
  withdraw?: boolean;
  /** re-deliver the rule with IMOW status beëindigen */
  endRule?: boolean;
}

/**
 * A wijzigingsbesluit on the fixture's regeling (STOP BesluitCompact with a WijzigBijlage holding a RegelingMutatie,
 * renvooi markup inside): lid 3.1.1 gets "12 meter" instead of "de maximum bouwhoogte", article 3.1 a new heading,
 * article 3.2 is added after it; optionally a withdrawal of the regeling or of the rule.
 */
export function writeOwAmendmentFixture(dir: string, o: OwAmendmentOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  const id = (kind: string, n: string) => `nl.imow-gm9999.${kind}.${n}`;
  const intrekking = o.withdraw
    ? `<ConsolidatieInformatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><Intrekkingen><Intrekking><doelen><doel>/join/id/proces/gm9999/2024/Intrekking</doel></doelen><instrument>${FIXTURE_REGELING}</instrument><eId>art_II</eId></Intrekking></Intrekkingen></ConsolidatieInformatie>`
    : '';
  writeFileSync(
    join(dir, 'akn_nl_bill_gm9999-2.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<AanleveringBesluit xmlns="https://standaarden.overheid.nl/lvbb/stop/aanlevering/">
<BesluitVersie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>${FIXTURE_AMENDMENT}</FRBRWork><FRBRExpression>${FIXTURE_AMENDMENT}/nld@2024-06-01</FRBRExpression><soortWork>/join/id/stop/work_003</soortWork></ExpressionIdentificatie>
${intrekking}
<BesluitCompact xmlns="https://standaarden.overheid.nl/stop/imop/tekst/"><Lichaam eId="body" wId="body">
<WijzigArtikel eId="art_I" wId="gm9999_2__art_I"><Kop><Label>Artikel</Label><Nummer>I</Nummer></Kop><Wat>Het omgevingsplan wordt gewijzigd zoals aangegeven in <IntRef ref="cmp_A">Bijlage A</IntRef>.</Wat></WijzigArtikel>
</Lichaam>
<WijzigBijlage eId="cmp_A" wId="gm9999_2__cmp_A"><Kop><Label>Bijlage</Label><Nummer>A</Nummer></Kop>
<RegelingMutatie componentnaam="main" was="${FIXTURE_REGELING}/nld@2024-03-01" wordt="${FIXTURE_REGELING}/nld@2024-06-01">
<VervangKop wat="gm9999_1__art_3.1"><Kop><Label>Artikel</Label><Nummer>3.1</Nummer><Opschrift>Bouwhoogte hoofdgebouw</Opschrift></Kop></VervangKop>
<Vervang wat="${o.vervangWat ?? 'gm9999_1__art_3.1__para_1'}"><Wat>Artikel 3.1, eerste lid, komt te luiden:</Wat>
<Lid eId="art_3.1__para_1" wId="gm9999_1__art_3.1__para_1"><LidNummer>1</LidNummer><Inhoud><Al>De bouwhoogte is ten hoogste <VerwijderdeTekst>de <i>maximum bouwhoogte</i></VerwijderdeTekst><NieuweTekst>12 meter</NieuweTekst>.</Al><Al wijzigactie="verwijder">Dit lid geldt tot 2025.</Al></Inhoud></Lid></Vervang>
<VoegToe positie="na" context="gm9999_1__art_3.1"><Artikel eId="art_3.2" wId="gm9999_1__art_3.2" wijzigactie="voegtoe"><Kop><Label>Artikel</Label><Nummer>3.2</Nummer><Opschrift>Goothoogte</Opschrift></Kop><Inhoud><Al>De goothoogte bedraagt ten hoogste 6 meter.</Al></Inhoud></Artikel></VoegToe>
</RegelingMutatie></WijzigBijlage></BesluitCompact>
<RegelingVersieInformatie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>${FIXTURE_REGELING}</FRBRWork><FRBRExpression>${FIXTURE_REGELING}/nld@2024-06-01</FRBRExpression><soortWork>/join/id/stop/work_019</soortWork></ExpressionIdentificatie></RegelingVersieInformatie>
</BesluitVersie></AanleveringBesluit>
`,
  );
  writeFileSync(join(dir, 'opdracht.xml'), `<?xml version="1.0"?><publicatieOpdracht xmlns="http://www.overheid.nl/2017/lvbb"><idLevering>test-2</idLevering><datumBekendmaking>2024-06-01</datumBekendmaking></publicatieOpdracht>\n`);
  if (o.endRule)
    writeFileSync(
      join(dir, 'owRegeltekst.xml'),
      ow([
        `<r:RegelVoorIedereen><r:identificatie>${id('juridischeregel', '1')}</r:identificatie><r:status>beëindigen</r:status><r:artikelOfLid><r:RegeltekstRef xlink:href="${id('regeltekst', '1')}"/></r:artikelOfLid><r:locatieaanduiding><l:LocatieRef xlink:href="${id('gebiedengroep', '1')}"/></r:locatieaanduiding></r:RegelVoorIedereen>`,
      ]),
    );
  return dir;
}

/** The Lijn/Punt/Ambtsgebied delivery: a Punt at (156000, 426000), a Lijn from (156100, 426000) to (156200, 426000). */
export const LOCATIONS_PUNT = { x: 156000, y: 426000 };
export const LOCATIONS_REGELING = '/akn/nl/act/gm9999/2024/locaties';

/**
 * A second regeling whose rules are located by a Punt, a Lijnengroep and an Ambtsgebied (gm9999, named by code only,
 * as IMOW does): GIO geometries as gml:Point and gml:LineString.
 */
export function writeOwLocationsFixture(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const id = (kind: string, n: string) => `nl.imow-gm9999.${kind}.${n}`;
  const { x, y } = LOCATIONS_PUNT;
  const artikel = (n: string, opschrift: string, al: string) =>
    `<Artikel eId="art_${n}" wId="gm9999_3__art_${n}"><Kop><Label>Artikel</Label><Nummer>${n}</Nummer><Opschrift>${opschrift}</Opschrift></Kop><Inhoud><Al>${al}</Al></Inhoud></Artikel>`;
  writeFileSync(
    join(dir, 'akn_nl_bill_gm9999-3.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<AanleveringBesluit xmlns="https://standaarden.overheid.nl/lvbb/stop/aanlevering/">
<BesluitVersie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>/akn/nl/bill/gm9999/2024/3</FRBRWork><soortWork>/join/id/stop/work_003</soortWork></ExpressionIdentificatie>
<BesluitCompact xmlns="https://standaarden.overheid.nl/stop/imop/tekst/"><RegelingCompact><Lichaam>
${artikel('5.1', 'Monumentale boom', 'Het is verboden de boom ter plaatse van de aanduiding te vellen.')}
${artikel('5.2', 'Kabels langs de dijk', 'Binnen 5 meter van de leiding wordt niet gegraven.')}
${artikel('5.3', 'Algemene regel', 'Deze regel geldt in het hele grondgebied.')}
</Lichaam></RegelingCompact></BesluitCompact>
<RegelingVersieInformatie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>${LOCATIONS_REGELING}</FRBRWork><soortWork>/join/id/stop/work_019</soortWork></ExpressionIdentificatie></RegelingVersieInformatie>
</BesluitVersie></AanleveringBesluit>
`,
  );
  writeFileSync(join(dir, 'opdracht.xml'), `<?xml version="1.0"?><publicatieOpdracht xmlns="http://www.overheid.nl/2017/lvbb"><idLevering>test-3</idLevering><datumBekendmaking>2024-04-01</datumBekendmaking></publicatieOpdracht>\n`);
  const rule = (n: string, locatie: string) =>
    `<r:Regeltekst wId="gm9999_3__art_${n}"><r:identificatie>${id('regeltekst', n)}</r:identificatie></r:Regeltekst><r:RegelVoorIedereen><r:identificatie>${id('juridischeregel', n)}</r:identificatie><r:artikelOfLid><r:RegeltekstRef xlink:href="${id('regeltekst', n)}"/></r:artikelOfLid><r:locatieaanduiding><l:LocatieRef xlink:href="${locatie}"/></r:locatieaanduiding></r:RegelVoorIedereen>`;
  writeFileSync(join(dir, 'owRegeltekst.xml'), ow([rule('5.1', id('punt', 'boom')), rule('5.2', id('lijnengroep', 'leidingen')), rule('5.3', id('ambtsgebied', 'gm9999'))]));
  // a norm of the whole municipality that no rule cites: located by its own Ambtsgebied only
  writeFileSync(
    join(dir, 'owNormen.xml'),
    ow([
      `<rol:Omgevingsnorm><rol:identificatie>${id('omgevingsnorm', 'gemeente')}</rol:identificatie><rol:naam>maximum bouwhoogte gemeente</rol:naam><rol:type>${concept('typenorm', 'MaximumBouwhoogte')}</rol:type><rol:eenheid>${concept('eenheid', 'Meter')}</rol:eenheid><rol:normwaarde><rol:Normwaarde><rol:identificatie>${id('normwaarde', 'gemeente')}</rol:identificatie><rol:kwantitatieveWaarde>25</rol:kwantitatieveWaarde><rol:locatieaanduiding><l:LocatieRef xlink:href="${id('ambtsgebied', 'gm9999')}"/></rol:locatieaanduiding></rol:Normwaarde></rol:normwaarde></rol:Omgevingsnorm>`,
    ]),
  );
  writeFileSync(
    join(dir, 'owLocaties.xml'),
    ow([
      `<l:Punt><l:identificatie>${id('punt', 'boom')}</l:identificatie><l:noemer>boom</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-boom"/></l:geometrie></l:Punt>`,
      `<l:Lijn><l:identificatie>${id('lijn', 'leiding')}</l:identificatie><l:noemer>leiding</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-leiding"/></l:geometrie></l:Lijn>`,
      `<l:Lijnengroep><l:identificatie>${id('lijnengroep', 'leidingen')}</l:identificatie><l:noemer>leidingen</l:noemer><l:groepselement><l:LijnRef xlink:href="${id('lijn', 'leiding')}"/></l:groepselement></l:Lijnengroep>`,
      `<l:Ambtsgebied><l:identificatie>${id('ambtsgebied', 'gm9999')}</l:identificatie><l:bestuurlijkeGrenzenVerwijzing><l:BestuurlijkeGrenzenVerwijzing><l:bestuurlijkeGrenzenID>GM9999</l:bestuurlijkeGrenzenID><l:domein>NL.BI.BestuurlijkGebied</l:domein><l:geldigOp>2024-01-01</l:geldigOp></l:BestuurlijkeGrenzenVerwijzing></l:bestuurlijkeGrenzenVerwijzing></l:Ambtsgebied>`,
    ]),
  );
  const loc = (gid: string, g: string) =>
    `<geo:Locatie><geo:naam>${gid}</geo:naam><geo:geometrie><basisgeo:Geometrie gml:id="id-${gid}"><basisgeo:id>${gid}</basisgeo:id><basisgeo:geometrie>${g}</basisgeo:geometrie></basisgeo:Geometrie></geo:geometrie></geo:Locatie>`;
  writeFileSync(
    join(dir, 'Locaties.gml'),
    `<?xml version="1.0" encoding="utf-8"?>
<geo:GeoInformatieObjectVaststelling xmlns:basisgeo="http://www.geostandaarden.nl/basisgeometrie/1.0" xmlns:geo="https://standaarden.overheid.nl/stop/imop/geo/" xmlns:gml="http://www.opengis.net/gml/3.2">
<geo:vastgesteldeVersie><geo:GeoInformatieObjectVersie><geo:FRBRWork>/join/id/regdata/gm9999/2024/Locaties</geo:FRBRWork><geo:locaties>
${loc('geo-boom', `<gml:Point srsName="urn:ogc:def:crs:EPSG::28992"><gml:pos>${x} ${y}</gml:pos></gml:Point>`)}
${loc('geo-leiding', `<gml:LineString srsName="urn:ogc:def:crs:EPSG::28992"><gml:posList>${x + 100} ${y} ${x + 200} ${y}</gml:posList></gml:LineString>`)}
</geo:locaties></geo:GeoInformatieObjectVersie></geo:vastgesteldeVersie></geo:GeoInformatieObjectVaststelling>
`,
  );
  return dir;
}
