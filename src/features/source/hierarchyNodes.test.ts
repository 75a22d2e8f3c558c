import { describe, expect, it } from 'vitest';
import { idNote } from './hierarchyNodes.ts';

describe('idNote', () => {
  it('leaves the code out when the name already ends with it (ICD-10-CM blocks)', () => {
    expect(
      idNote({ id: 'I20-I25', name: 'Ischemic heart diseases (I20-I25)', rootSource: 'ICD10CM' }),
    ).toBeNull();
  });

  it('names an ICD-10-CM chapter by its number', () => {
    expect(
      idNote({ id: '9', name: 'Diseases of the circulatory system (I00-I99)', rootSource: 'ICD10CM' }),
    ).toBe('chapter 9');
  });

  it('shows other codes as they are', () => {
    expect(idNote({ id: 'D017202', name: 'Myocardial Ischemia', rootSource: 'MSH' })).toBe('D017202');
    expect(idNote({ id: 'I21', name: 'Acute myocardial infarction', rootSource: 'ICD10CM' })).toBe('I21');
    // A number is a chapter only in ICD-10-CM.
    expect(idNote({ id: '9', name: 'Nine', rootSource: 'MDR' })).toBe('9');
    // The code in the middle of a name is not the name's ending.
    expect(idNote({ id: 'I21', name: 'See (I21) here', rootSource: 'ICD10CM' })).toBe('I21');
  });
});
