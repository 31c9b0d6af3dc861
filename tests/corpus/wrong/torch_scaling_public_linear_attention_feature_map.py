# track: torch
# exercise: scaling
# why: ports the feature map of linear attention (Katharopoulos et al. 2020, "Transformers are RNNs"), phi(x) = elu(x) + 1, into scaled_scores, returning phi(q) phi(k)^T / sqrt(d_k); those positive kernel similarities are not the dot products q k^T / sqrt(d_k) (no key names a feature-mapped score, ratio is the closest: the scores are off by an input-dependent factor)
# kind: public
# diagnosis: ratio
# miss: elu(x) + 1 feature maps give scores no relation fits
def scaled_scores(q, k):
    import torch.nn.functional as F

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    phi_q = F.elu(q) + 1
    phi_k = F.elu(k) + 1
    return (phi_q @ phi_k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
