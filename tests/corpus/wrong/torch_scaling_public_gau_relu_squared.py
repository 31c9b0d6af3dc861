# track: torch
# exercise: scaling
# why: ports the scores of the Gated Attention Unit of FLASH (Hua et al. 2022), relu(q k^T / n) ** 2 with n the number of keys: the dot products are divided by S instead of sqrt(d_k) and then squared through a ReLU, so negative scores become 0 and the others are squared
# kind: public
# diagnosis: activated, scale-seq-len
# miss: relu(q k^T / S) ** 2: a ratio and a squared ReLU together, which no relation replays; a constant ratio of the small public cases leads (evidence)
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)}, k {tuple(k.shape)}")
    n = k.shape[-2]
    return torch.relu(q @ k.transpose(-2, -1) / n) ** 2
