import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';

export interface Choice {
  value: string;
  /** The accessible name (and the visible text unless a swatch colour is given). */
  label: string;
  /** A CSS colour: the choice shows as a colour dot with the label for screen readers only. */
  swatch?: string;
}

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  choices: Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A radio group drawn as swatches or chips: native radios, so arrow keys move the choice and
 * forms and screen readers know it; the radio itself is hidden and its focus shows on the chip.
 */
export function ChoiceGroup({ name, legend, choices, value, onChange }: ChoiceGroupProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 600 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <Box component="label" key={choice.value} sx={{ position: 'relative', cursor: 'pointer' }}>
              <Box
                component="input"
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                sx={{
                  ...visuallyHidden,
                  '&:focus-visible + span': { outline: '3px solid #f5b400', outlineOffset: 2 },
                }}
              />
              {choice.swatch ? (
                <Box
                  component="span"
                  title={choice.label}
                  sx={{
                    display: 'block',
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: choice.swatch,
                    border: '1px solid',
                    borderColor: 'grey.600',
                    boxShadow: checked ? (theme) => `0 0 0 3px ${theme.palette.primary.main}` : 'none',
                  }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {choice.label}
                  </Box>
                </Box>
              ) : (
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    minWidth: 48,
                    px: 1.5,
                    py: 1,
                    textAlign: 'center',
                    borderRadius: 1,
                    border: '2px solid',
                    borderColor: checked ? 'primary.main' : 'grey.400',
                    bgcolor: checked ? 'primary.main' : 'background.paper',
                    color: checked ? 'primary.contrastText' : 'text.primary',
                    fontWeight: 600,
                  }}
                >
                  {choice.label}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
