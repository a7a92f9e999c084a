// @radiantearth/stac-migrate ships no types: what the source reads of it (migrate.js, 2.1.0).
declare module '@radiantearth/stac-migrate' {
  type Document = Record<string, unknown>
  const Migrate: {
    /** Upgrades a STAC document of any version (0.6 on) to 1.1, in place, and returns it. */
    stac(document: Document, updateVersionNumber?: boolean): Document
  }
  export default Migrate
}
