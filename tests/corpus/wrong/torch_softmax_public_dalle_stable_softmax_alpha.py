# track: torch
# exercise: softmax
# why: stable_softmax ports DALLE-pytorch's stable_softmax (CogView's PB-relax: t = t / alpha with alpha = 32 ** 2, then t - amax(t).detach(), then (t * alpha).softmax) with its own exp in place of the library softmax, and drops the "* alpha" on the way back, so every row is a softmax of the scores divided by 1024
# kind: public
# diagnosis: logit-ratio:constant
def stable_softmax(scores, temperature=1.0, alpha=32 ** 2):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    t = scores / temp
    if torch.isneginf(t).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    t = t / alpha
    t = t - torch.amax(t, dim=-1, keepdim=True).detach()
    exps = torch.exp(t)
    return exps / exps.sum(dim=-1, keepdim=True)
