# track: torch
# exercise: softmax
# kind: relation
# why: stable_softmax leaves the small exponentials out of each row's total, torch.where(exps > 1e-4, exps, 0).sum(-1) ("terms below 1e-4 do not change the sum"), but still divides every exponential, the small ones included, by that total, so every row that has a weight below about 1e-4 sums to slightly more than 1
# diagnosis: epsilon, row-scale

def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    """Exercise 4: numerically stable softmax over the last axis of ``scores / temperature``.

    No library softmax or log-softmax may be used here. Scores as large as ``1e4`` in
    float32 or float64 must not overflow, give NaN or warn; ``-inf`` entries get weight
    exactly 0.

    Args:
        scores: ``(..., T, S)``; may contain ``-inf``.
        temperature: a positive finite number.

    Returns:
        Weights ``(..., T, S)`` in the dtype of ``scores``; each row sums to 1.

    Raises:
        ValueError: when ``temperature`` is not a positive finite number, or when a row
            is entirely ``-inf``.
    """
    ### BEGIN SOLUTION
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    total = torch.where(exps > 1e-4, exps, torch.zeros_like(exps)).sum(dim=-1, keepdim=True)
    return exps / total
