export * from './locationEnums';
export * from './companyEnums';
export * from './publicationEnums';
export * from './buildingEnums';
export * from './financeEnums';
