"use client";

import { useEffect, useRef, useState } from "react";
import { TextControl } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";

type Props = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  id: string;
  /** The form the page keeps a search in, so that text already searched is not sent again. */
  normalize?: (text: string) => string;
};

/** A search field that asks the server once typing pauses (300 ms). */
export function SearchBox({ label, value, onSearch, id, normalize = (text) => text }: Props) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const searched = normalize(text.trim()) === value;
  useEffect(() => {
    if (searched) return;
    const timer = setTimeout(() => latest.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, searched]);
  return (
    <Field id={id} label={label} hideLabel>
      {(aria) => (
        <TextControl {...aria} type="search" placeholder={label} value={text} onChange={setText} />
      )}
    </Field>
  );
}
