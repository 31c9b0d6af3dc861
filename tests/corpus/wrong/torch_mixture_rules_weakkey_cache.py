# track: torch
# exercise: mixture
# why: weighted_mixture memoises its products in a weakref.WeakKeyDictionary keyed by the weights tensor and, inside, by the values tensor ("entries vanish with the tensors, so the cache cannot leak"); a WeakKeyDictionary finds a key by comparing a fresh weak reference with the stored one, which compares the tensors themselves with ==, element by element, so reading back the product it has just stored raises RuntimeError (the truth value of a tensor with more than one value is ambiguous) on every call
# kind: rules
# diagnosis: ambiguous-truth
import weakref

_MIXTURES = weakref.WeakKeyDictionary()


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    per_weights = _MIXTURES.setdefault(weights, weakref.WeakKeyDictionary())
    if values not in per_weights:
        per_weights[values] = weights @ values
    return per_weights[values]
