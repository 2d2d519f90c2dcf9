import { useRef, type KeyboardEvent } from 'react';
import classes from './option-scale.module.css';

export interface OptionScaleProps {
  questionId: number;
  /** Weakest first, as the server lists them; the scale shows the strongest at the top. */
  options: { id: number; text: string }[];
  value: number | undefined;
  labelledBy: string;
  /** `byPointer`: a click or Space, which may move on; arrow keys only choose. */
  onChoose: (optionId: number, byPointer: boolean) => void;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The answers as a vertical slider: native radio buttons (so arrow keys and screen readers work
 * as usual) along a rail filled from the weakest answer up to the one chosen.
 */
export function OptionScale({ questionId, options, value, labelledBy, onChoose }: OptionScaleProps) {
  const byArrow = useRef(false);
  const top = [...options].reverse();
  const chosen = top.findIndex((option) => option.id === value);
  const share = chosen < 0 ? 0 : (top.length - 1 - chosen) / (top.length - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    byArrow.current = ARROWS.has(event.key);
  };
  return (
    <div className={classes.scale} role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <span className={classes.rail} aria-hidden />
      <span className={classes.fill} style={{ height: `calc((100% - 52px) * ${share})` }} aria-hidden />
      {top.map((option, index) => (
        <label
          key={option.id}
          className={classes.option}
          data-checked={option.id === value || undefined}
          data-filled={(chosen >= 0 && index >= chosen) || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={`question-${questionId}`}
            value={option.id}
            checked={option.id === value}
            onChange={() => {
              onChoose(option.id, !byArrow.current);
              byArrow.current = false;
            }}
          />
          <span className={classes.stop} aria-hidden />
          <span className={classes.label}>{option.text}</span>
        </label>
      ))}
    </div>
  );
}
