"""Frozen records, the content model's classes (model.py): dataclasses, so `dataclasses.fields`,
`replace` and `is_dataclass` work on them, read-only, equal and hashable by their fields, shown by
their fields, as `@dataclass(frozen=True)` makes them, but made without most of the code it writes:
dataclass() writes and compiles six methods a class, some 80 M instructions (15-20 ms) of the
window's start for model.py's 24 classes (issue 31 item 5). Here only `__init__` is written (its
speed matters: the engine makes actions as it plays), and `__repr__`, `__eq__`, `__hash__` and the
read-only `__setattr__` / `__delattr__` are the same functions for every class."""
from __future__ import annotations

from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from operator import attrgetter


def frozen(cls):
    """`cls` as a frozen record (see the module's doc)."""
    cls = dataclass(init=False, repr=False, eq=False)(cls)      # the fields only: no code written
    names = tuple(f.name for f in fields(cls))
    cls.__record_key__ = staticmethod(attrgetter(*names) if len(names) > 1 else
                                      (lambda obj, n=names[0]: (getattr(obj, n),)) if names else (lambda obj: ()))
    cls.__init__ = _init(cls)
    cls.__repr__ = _repr
    cls.__eq__ = _eq
    cls.__hash__ = _hash
    cls.__setattr__ = _setattr
    cls.__delattr__ = _delattr
    return cls


def _init(cls):
    """The `__init__` dataclass(frozen=True) writes: each field as a parameter in order, with its
    default (or its default factory's value), set on the object past the read-only __setattr__."""
    params, body, space = [], [], {"_set": object.__setattr__, "_MISSING": MISSING}
    for f in fields(cls):
        if f.default is not MISSING:
            space[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        elif f.default_factory is not MISSING:
            space[f"_f_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_MISSING")
            body.append(f"    if {f.name} is _MISSING:\n        {f.name} = _f_{f.name}()")
        else:
            params.append(f.name)
        body.append(f"    _set(self, {f.name!r}, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]), space)
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _repr(self) -> str:
    shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
    return f"{type(self).__qualname__}({shown})"


def _eq(self, other):
    if other.__class__ is self.__class__:
        return self.__record_key__(self) == other.__record_key__(other)
    return NotImplemented


def _hash(self) -> int:
    return hash(self.__record_key__(self))


def _setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field {name!r}")
