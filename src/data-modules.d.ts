/** Build-time data bundled with the code that imports it (scripts/build/data-modules.ts). */
declare module 'virtual:compared-cars' {
  // An ambient module may not import a relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const cars: import('./lib/car-model.js').ComparedCar[];
  export default cars;
}
