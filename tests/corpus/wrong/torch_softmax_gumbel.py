# track: torch
# exercise: softmax
# why: uses F.gumbel_softmax with tau=temperature, taking it for a softmax with temperature: a library softmax, and it adds random Gumbel noise
# kind: rule
# diagnosis: forbidden-function, not-deterministic


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    if torch.isneginf(scores).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.nn.functional.gumbel_softmax(scores, tau=temp, dim=-1)
