# track: torch
# exercise: softmax
# kind: relation
# why: stable_softmax replaces the exponential by F.softplus ("positive like exp, and it can never overflow"), weighting each key by softplus(x - max) = log(1 + e^(x - max)) over its row's sum; hidden keys still get 0 and rows sum to 1, but softplus is not exp, so every weight differs from the softmax and the rows come out much flatter
# diagnosis: logit-ratio
# miss: softplus in place of exp is no power of exp: no ratio of the logits fits, and logit-ratio:constant on the lesson's case is only what the evidence shows

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
    exps = torch.nn.functional.softplus(scaled - row_max.detach())  # positive like exp, never overflows
    return exps / exps.sum(dim=-1, keepdim=True)
