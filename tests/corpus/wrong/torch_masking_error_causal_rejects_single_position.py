# track: torch
# exercise: masking
# why: causal_mask raises ValueError for t < 2 ("nothing to mask with a single position"), rejecting the valid one-position mask [[True]]
# kind: error-case
# diagnosis: error-on-valid


def causal_mask(t, device=None):
    if t < 2:
        raise ValueError(f"a causal mask needs at least 2 positions; got t={t}")
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()
