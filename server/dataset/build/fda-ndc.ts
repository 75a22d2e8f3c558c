/** FDA NDC Directory sample (product.txt + package.txt), keyed by the 11-digit NDC. */
import { readFileSync } from 'node:fs';
import type { NdcProperties } from '../model.ts';
import { dataFile } from './data-files.ts';

function readTsv(path: string): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const names = header.split('\t');
  return lines
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const cells = l.split('\t');
      return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').trim()]));
    });
}

/** 4-4-2, 5-3-2 and 5-4-1 package codes → the CMS 11-digit 5-4-2 form. */
export function ndc11(packageCode: string): string | null {
  const parts = packageCode.split('-');
  if (parts.length !== 3) return null;
  const [labeler = '', product = '', pack = ''] = parts;
  const out = labeler.padStart(5, '0') + product.padStart(4, '0') + pack.padStart(2, '0');
  return /^\d{11}$/.test(out) ? out : null;
}

export function readNdcDirectory(dataDir: string): NdcProperties[] {
  const products = new Map(readTsv(dataFile(dataDir, 'ndcProducts')).map((p) => [p.PRODUCTID ?? '', p]));
  const result: NdcProperties[] = [];
  for (const pkg of readTsv(dataFile(dataDir, 'ndcPackages'))) {
    const code = ndc11(pkg.NDCPACKAGECODE ?? '');
    const product = products.get(pkg.PRODUCTID ?? '');
    if (!code || !product) continue;
    const name = [product.PROPRIETARYNAME, product.PROPRIETARYNAMESUFFIX].filter(Boolean).join(' ');
    result.push({
      ndc11: code,
      packageNdc: pkg.NDCPACKAGECODE ?? '',
      productNdc: product.PRODUCTNDC ?? '',
      proprietaryName: name,
      nonProprietaryName: product.NONPROPRIETARYNAME ?? '',
      dosageForm: product.DOSAGEFORMNAME ?? '',
      route: product.ROUTENAME ?? '',
      labeler: product.LABELERNAME ?? '',
      packageDescription: pkg.PACKAGEDESCRIPTION ?? '',
      startMarketingDate: pkg.STARTMARKETINGDATE ?? '',
      endMarketingDate: pkg.ENDMARKETINGDATE ?? '',
      marketingCategory: product.MARKETINGCATEGORYNAME ?? '',
      applicationNumber: product.APPLICATIONNUMBER ?? '',
      pharmClasses: (product.PHARM_CLASSES ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      deaSchedule: product.DEASCHEDULE ?? '',
    });
  }
  return result.sort((a, b) => a.ndc11.localeCompare(b.ndc11));
}
