import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields } from './address-fields.tsx';

const values = { street: '', city: 'Mahikeng', province: '', postal_code: '' };

describe('AddressFields', () => {
  it('labels the four fields, reports changes by field and marks the missing ones', () => {
    const onChange = vi.fn();
    render(<AddressFields idPrefix="a" values={values} onChange={onChange} missing={['street']} />);
    expect(screen.getByLabelText('City or town *')).toHaveProperty('value', 'Mahikeng');
    expect(screen.getByLabelText('Street address *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Province *').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '2745' } });
    expect(onChange).toHaveBeenCalledWith('postal_code', '2745');
    fireEvent.change(screen.getByLabelText('Province *'), { target: { value: 'North West' } });
    expect(onChange).toHaveBeenCalledWith('province', 'North West');
  });
});
