"use client";

import { useEffect, useRef, useState } from "react";
import { inputClass } from "@/components/admin/form/fields";

type Props = { label: string; value: string; onSearch: (value: string) => void; id: string };

/** A search field that asks the server once typing pauses (300 ms). */
export function SearchBox({ label, value, onSearch, id }: Props) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
