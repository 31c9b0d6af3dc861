# track: torch
# exercise: scaling
# why: ports the logits of SigLIP (Zhai et al. 2023), logits = z_img @ z_txt.T * t_prime.exp() + b with the paper's initial t_prime = log(10) and b = -10, on top of the 1/sqrt(d_k) scale, so every score comes back multiplied by 10 and shifted by -10
# kind: public
# diagnosis: scaled-offset
_T_PRIME = math.log(10.0)
_BIAS = -10.0


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    logits = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return logits * math.exp(_T_PRIME) + _BIAS
