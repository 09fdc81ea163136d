// The finance engine owns these enumerations; the contracts pass them on to the web and the server.
export { costKinds, costGroups, priceBases } from '@plotwise/core';
