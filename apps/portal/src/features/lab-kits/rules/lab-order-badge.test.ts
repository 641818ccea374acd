import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../testing/i18n';
import { labOrderBadge } from './lab-order-badge';

const en = createTestI18n('en').t;
const es = createTestI18n('es').t;

describe('labOrderBadge', () => {
  it.each([
    ['lab-order-requested', 'Requested', 'Solicitado', 'progress'],
    ['order-received', 'Order Received', 'Pedido recibido', 'progress'],
    ['order-fulfilled', 'Order Fulfilled', 'Pedido preparado', 'progress'],
    ['kit-delivered-to-patient', 'Kit Delivered', 'Kit entregado', 'progress'],
    ['kit-in-transit-to-lab', 'Kit In Transit', 'Kit en camino al laboratorio', 'progress'],
    ['test-samples-received', 'Samples Received', 'Muestras recibidas', 'progress'],
    ['kit-accessioned', 'Kit Accessioned', 'Kit registrado', 'progress'],
    ['processing-results', 'Processing Results', 'Procesando resultados', 'progress'],
    ['lab-order-result-resubmitted', 'Result Resubmitted', 'Resultado reenviado', 'progress'],
    ['results-ready', 'Results Ready', 'Resultados listos', 'success'],
    ['care-gap-closed', 'Care Gap Closed', 'Brecha de atención cerrada', 'success'],
    ['kit-rejected', 'Kit Rejected', 'Kit rechazado', 'problem'],
    ['kit-issue', 'Kit Issue', 'Problema con el kit', 'problem'],
    ['kit-fulfillment-canceled', 'Kit Fulfillment Canceled', 'Envío del kit cancelado', 'problem'],
  ])('[STATUS-1] %s reads %j (es %j), tone %s', (code, english, spanish, tone) => {
    expect(labOrderBadge(code, en)).toMatchObject({ label: english, tone });
    expect(labOrderBadge(code, es)).toMatchObject({ label: spanish, tone });
  });

  it.each([['kit-lost-by-courier'], ['toString'], ['RESULTS-READY']])(
    '[STATUS-2] shows the unknown code %j as it came, neutral',
    (code) => {
      expect(labOrderBadge(code, es)).toEqual({ label: code, tone: 'neutral', meaning: null });
    },
  );

  it.each([
    [
      'care-gap-closed',
      'Your results are in, and this test is recorded as done.',
      'Sus resultados llegaron y esta prueba consta como hecha.',
    ],
    [
      'kit-accessioned',
      'The lab has checked in your sample for testing.',
      'El laboratorio registró su muestra para analizarla.',
    ],
    [
      'kit-rejected',
      'The lab could not test your sample. Contact support for a new kit.',
      'El laboratorio no pudo analizar su muestra. Contacte con soporte para pedir un kit nuevo.',
    ],
  ])(
    "[STATUS-1] [issue 24] %s keeps the spec's label and says what it means in the patient's words",
    (code, english, spanish) => {
      expect(labOrderBadge(code, en).meaning).toBe(english);
      expect(labOrderBadge(code, es).meaning).toBe(spanish);
    },
  );
});
